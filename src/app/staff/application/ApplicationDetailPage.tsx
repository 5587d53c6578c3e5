import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewSection } from '../../review/ReviewSection.tsx';
import { useReviewSections } from '../../review/use-review-sections.ts';
import { useDocumentTitle } from '../../use-document-title.ts';
import { staffMay } from '../api/staff-session.ts';
import type { StaffApplication } from '../../../shared/staff/staff-answers.ts';
import { ApplicationHeader } from './ApplicationHeader.tsx';
import { AuditPanel } from './AuditPanel.tsx';
import { isUndecided } from '../../../shared/staff/review-status.ts';
import { DecisionPanel } from './DecisionPanel.tsx';
import { RecommendationPanel } from './RecommendationPanel.tsx';
import { DocumentsPanel } from './DocumentsPanel.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { IdentityCheckAlert } from './IdentityCheckAlert.tsx';
import { NotesPanel } from './NotesPanel.tsx';
import { ReferencesPanel } from './ReferencesPanel.tsx';
import { RetentionPanel } from './RetentionPanel.tsx';
import { RevealPanel } from './RevealPanel.tsx';
import { ScreeningPanel } from './ScreeningPanel.tsx';
import { SigningPanel } from './SigningPanel.tsx';
import { SubmissionFacts } from './SubmissionFacts.tsx';
import { VersionsPanel } from './VersionsPanel.tsx';
import { asLoadedApplication, fetchStaffApplication } from './staff-application.ts';

/** The applicant's review texts that staff read differently: a saved birth date is on file, not "not shown again". */
const STAFF_WORDING = { 'widgets.dateOfBirthSaved': 'staffDecision.dateOfBirthOnFile' };

function Sections({ application }: { application: StaffApplication }) {
  const { t } = useTranslation();
  const loaded = useMemo(() => asLoadedApplication(application), [application]);
  const { sections, failed } = useReviewSections(loaded, STAFF_WORDING);
  if (failed) return <Alert severity="error">{t('staffConsole.loadFailed')}</Alert>;
  if (!sections) return <CircularProgress aria-label={t('common.loading')} />;
  return (
    <>
      {sections.map(({ step, items }) => (
        <ReviewSection key={step.key} title={t(step.title)} items={items} />
      ))}
    </>
  );
}

/**
 * `/staff/applications/:id`: the whole application on one screen. A flag when the verified person is not an owner;
 * the applicant's sections as the review shows them on the left; on the right what the submission recorded, the
 * documents, the decision, notes and history, and for managers the clear SSNs (given a reason); below both, across
 * the page, the audit trail for managers. One column on a tablet.
 */
export function ApplicationDetailPage({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  useDocumentTitle('staffConsole.application.title');
  const [application, setApplication] = useState<StaffApplication | null>(null);
  const [failed, setFailed] = useState(false);

  /** Loads the application again (after an action, or a conflict), answering it as now shown. */
  const reload = useCallback(
    () =>
      fetchStaffApplication(applicationId).then(
        (loaded) => {
          setApplication(loaded);
          return loaded;
        },
        () => {
          setFailed(true);
          return null;
        },
      ),
    [applicationId],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  if (failed) return <Alert severity="error">{t('staffConsole.application.notFound')}</Alert>;
  if (!application) return <CircularProgress aria-label={t('common.loading')} />;
  return (
    <>
      <ApplicationHeader application={application} onChange={reload} />
      <IdentityCheckAlert check={application.identityCheck} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <Box>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {t('staffConsole.application.sections')}
          </Typography>
          <Sections application={application} />
        </Box>
        <Box>
          <SubmissionFacts application={application} />
          <SigningPanel application={application} />
          <DocumentsPanel application={application} />
          <VersionsPanel application={application} />
          <ScreeningPanel application={application} />
          <ReferencesPanel application={application} reload={reload} />
          {staffMay('reveal') && <RevealPanel application={application} />}
          {isUndecided(application.status) && <RecommendationPanel application={application} />}
          <DecisionPanel application={application} reload={reload} />
          <NotesPanel application={application} onAdded={reload} />
          <RetentionPanel application={application} />
          <HistoryPanel events={application.history} />
        </Box>
      </Box>
      {staffMay('readAudit') && <AuditPanel application={application} />}
    </>
  );
}
