import { Alert, Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignerView } from '../../shared/signing.ts';
import { ApiError } from '../api/api-error.ts';
import type { KbaQuestion } from '../identity/kbv-api.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import './signer-locales.ts';
import { SignerQuestions } from './SignerQuestions.tsx';
import { SignerSummaryView } from './SignerSummaryView.tsx';
import { SignForm } from './SignForm.tsx';
import {
  answerSignerQuestions,
  fetchSignerQuestions,
  fetchSignerView,
  signWithLink,
  type SignerAgreement,
} from './signer-api.ts';

/** Where the signer is: reading the page, answering questions, signing, done, or at a link that does not work. */
type Stage =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'identity'; view: SignerView; questions: KbaQuestion[] | undefined }
  | { kind: 'sign'; view: SignerView }
  | { kind: 'done'; companyName: string };

const tokenOfPage = () => new URLSearchParams(window.location.search).get('ac') ?? '';

/** The message of a failed call: the problem's own (in the page's language), or the page's "could not load". */
const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError && error.message) || fallback;

/**
 * `/sign?ac=TOKEN`: a co-owner signs the application from their own emailed link, on any device, without an account
 * (contract section 9). They confirm who they are with the identity questions about their own details, read the
 * application in brief and the three texts, tick, consent, sign, and are done. The page follows the language switch:
 * the texts, the summary's labels and the questions are fetched again in the new language.
 */
export function SignPage() {
  const { t, i18n } = useTranslation();
  const token = tokenOfPage();
  const [stage, setStage] = useState<Stage>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | undefined>();
  useDocumentTitle('signer.title');

  const fail = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) setStage({ kind: 'invalid' });
      else setMessage(messageOf(error, t('signer.loadFailed')));
    },
    [t],
  );

  // Each load counts itself: a load started earlier (in the language the signer just left) whose answers arrive
  // late is dropped, so the page never shows the old language's questions or replaces the choices made in the new.
  const loads = useRef(0);
  const load = useCallback(async () => {
    const call = ++loads.current;
    const current = () => call === loads.current;
    try {
      const view = await fetchSignerView(token);
      if (!current()) return;
      if (view.identityVerified) return setStage({ kind: 'sign', view });
      setStage({ kind: 'identity', view, questions: undefined });
      const questions = await fetchSignerQuestions(token);
      if (current()) setStage({ kind: 'identity', view, questions });
    } catch (error) {
      if (!current()) return;
      if (error instanceof ApiError && error.status === 404) return setStage({ kind: 'invalid' });
      if (error instanceof ApiError && error.code === 'KBV_PROVIDER_FAILED')
        return setMessage(t('signer.providerFailed'));
      setStage({ kind: 'failed' });
    }
  }, [token, t]);

  // Loaded again in each language the signer switches to (not once done: the link no longer works then).
  const done = useRef(false);
  useEffect(() => {
    if (!done.current) void load();
  }, [load, i18n.language]);

  const answer = async (questions: KbaQuestion[], chosen: ReadonlyMap<number, number>) => {
    setBusy(true);
    setMessage(undefined);
    try {
      const outcome = await answerSignerQuestions(token, questions, chosen);
      if (outcome.kbvStatus === 'VERIFIED') {
        setMessage(t('signer.verified'));
        await load();
      } else if (outcome.attemptsLeft === 0) setStage({ kind: 'invalid' });
      else {
        setMessage(t('signer.answersWrong', { count: outcome.attemptsLeft }));
        await load();
      }
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const sign = async (view: SignerView, agreement: SignerAgreement) => {
    setBusy(true);
    setMessage(undefined);
    try {
      await signWithLink(token, agreement);
      done.current = true;
      setStage({ kind: 'done', companyName: view.companyName });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container component="main" id="main" maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 2 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h5" gutterBottom>
          {t(stage.kind === 'done' ? 'signer.doneTitle' : 'signer.title')}
        </Typography>
        {stage.kind === 'loading' && <CircularProgress aria-label={t('common.loading')} />}
        {stage.kind === 'invalid' && <Alert severity="warning">{t('signer.linkInvalid')}</Alert>}
        {stage.kind === 'failed' && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="error">{t('signer.loadFailed')}</Alert>
            <Button onClick={() => void load()}>{t('signer.retry')}</Button>
          </Stack>
        )}
        {stage.kind === 'done' && <Typography>{t('signer.doneText', { companyName: stage.companyName })}</Typography>}
        {(stage.kind === 'identity' || stage.kind === 'sign') && (
          <Stack spacing={3}>
            <Typography>
              {t('signer.intro', { companyName: stage.view.companyName, name: stage.view.signerName })}
            </Typography>
            <Box aria-live="polite">{message && <Alert severity="info">{message}</Alert>}</Box>
            {stage.kind === 'identity' && (
              <>
                <Typography component="h2" variant="h6">
                  {t('signer.identityTitle')}
                </Typography>
                <Typography>{t('signer.identityIntro')}</Typography>
                {stage.questions === undefined && <CircularProgress aria-label={t('common.loading')} />}
                {stage.questions?.length === 0 && <Alert severity="warning">{t('signer.noQuestions')}</Alert>}
                {stage.questions && stage.questions.length > 0 && (
                  <SignerQuestions
                    // A new attempt (or language) starts with nothing chosen.
                    key={`${stage.view.identityAttemptsLeft}-${i18n.language}`}
                    questions={stage.questions}
                    busy={busy}
                    onSubmit={(chosen) => void answer(stage.questions!, chosen)}
                  />
                )}
              </>
            )}
            {stage.kind === 'sign' && (
              <>
                <SignerSummaryView summary={stage.view.summary} />
                <SignForm view={stage.view} busy={busy} onSign={(agreement) => void sign(stage.view, agreement)} />
              </>
            )}
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
