import { Alert, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewSections } from '../../review/use-review-sections.ts';
import type { StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { AGREEMENT_TITLES, type VersionAnswer } from '../../../shared/staff/versions.ts';
import { asLoadedApplication } from './staff-application.ts';
import { versionChanges } from './version-diff.ts';

/** A version's sections in the shape the review reads: the application, with that version's data. */
const asLoadedVersion = (application: StaffApplication, version: VersionAnswer) =>
  asLoadedApplication({ ...application, sections: (version.sections ?? {}) as StaffApplication['sections'] });

/**
 * What changed between two versions, field by field: both read through the forms (the review's summaries), so each
 * change carries the label the applicant saw; then which agreements and signatures the later version carried over.
 */
export function VersionChanges({
  application,
  before,
  after,
}: {
  application: StaffApplication;
  before: VersionAnswer;
  after: VersionAnswer;
}) {
  const { t } = useTranslation();
  const earlier = useReviewSections(useMemo(() => asLoadedVersion(application, before), [application, before]));
  const later = useReviewSections(useMemo(() => asLoadedVersion(application, after), [application, after]));
  const changes = useMemo(
    () =>
      earlier.sections && later.sections
        ? versionChanges(earlier.sections, later.sections, (section) => t(section.step.title))
        : null,
    [earlier.sections, later.sections, t],
  );
  if (earlier.failed || later.failed) return <Alert severity="error">{t('staffConsole.loadFailed')}</Alert>;
  if (!before.sections || !after.sections) return <Alert severity="info">{t('staffVersions.notRecorded')}</Alert>;
  if (!changes) return <CircularProgress aria-label={t('common.loading')} />;
  const none = t('staffVersions.empty');
  const carried = [
    ...after.agreements
      .filter((agreement) => agreement.agreed && agreement.givenInVersion < after.version)
      .map((agreement) => t(AGREEMENT_TITLES[agreement.key])),
    ...after.signers
      .filter((signer) => signer.givenInVersion < after.version)
      .map((signer) => t('staffVersions.signatureOf', { name: signer.name })),
  ];
  return (
    <>
      {changes.length ? (
        <Table size="small" aria-label={t('staffVersions.changes', { before: before.version, after: after.version })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('staffVersions.field')}</TableCell>
              <TableCell>{t('staffVersions.version', { version: before.version })}</TableCell>
              <TableCell>{t('staffVersions.version', { version: after.version })}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map((change, index) => (
              <TableRow key={`${change.where.join('›')}-${change.label}-${index}`}>
                <TableCell component="th" scope="row">
                  {[...change.where, change.label].join(' › ')}
                </TableCell>
                <TableCell>{change.before ?? none}</TableCell>
                <TableCell>{change.after ?? none}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography>{t('staffVersions.noChanges')}</Typography>
      )}
      {carried.length > 0 && (
        <Typography sx={{ mt: 1 }}>{t('staffVersions.carried', { items: carried.join(', ') })}</Typography>
      )}
    </>
  );
}
