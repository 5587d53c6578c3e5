import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KbaQuestion } from '../identity/kbv-api.ts';

export interface SignerQuestionsProps {
  questions: readonly KbaQuestion[];
  busy: boolean;
  onSubmit(chosen: ReadonlyMap<number, number>): void;
}

/**
 * The signer's identity questions: each a fieldset of the platform's own radio buttons named by its legend (the
 * wizard's MUI radio groups would share their chunks with this page and make the wizard's heavier), with large
 * targets for a finger. Submitting with a question unanswered marks it, announces why and moves the focus to it
 * instead of sending (as step 1's questions do).
 */
export function SignerQuestions({ questions, busy, onSubmit }: SignerQuestionsProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlyMap<number, number>>(new Map());
  const [tried, setTried] = useState(false);
  const submit = () => {
    const unanswered = questions.find((question) => !chosen.has(question.Id));
    if (!unanswered) return onSubmit(chosen);
    setTried(true);
    document.querySelector<HTMLInputElement>(`input[name="signer-question-${unanswered.Id}"]`)?.focus();
  };
  return (
    <Stack spacing={3}>
      {questions.map((question) => {
        const missing = tried && !chosen.has(question.Id);
        const errorId = `signer-question-${question.Id}-error`;
        return (
          <Box
            component="fieldset"
            key={question.Id}
            aria-describedby={errorId}
            sx={{ border: 1, borderColor: missing ? 'error.main' : 'divider', borderRadius: 1, m: 0, p: 2 }}
          >
            <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
              {question.QuestionText}
            </Typography>
            {question.Choices.map((choice) => (
              <Box
                component="label"
                key={choice.Id}
                sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, cursor: 'pointer' }}
              >
                <input
                  type="radio"
                  name={`signer-question-${question.Id}`}
                  value={choice.Id}
                  checked={chosen.get(question.Id) === choice.Id}
                  onChange={() => setChosen((previous) => new Map(previous).set(question.Id, choice.Id))}
                  style={{ width: 22, height: 22, margin: 0 }}
                />
                {choice.ChoiceText}
              </Box>
            ))}
            <Box id={errorId} aria-live="polite">
              {missing && (
                <Typography color="error" variant="body2">
                  {t('signer.chooseAnswer')}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
      <Box>
        <Button variant="contained" size="large" disabled={busy} onClick={submit} fullWidth>
          {t('signer.checkAnswers')}
        </Button>
      </Box>
    </Stack>
  );
}
