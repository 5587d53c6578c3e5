import {
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KbaQuestion } from '../identity/kbv-api.ts';

export interface SignerQuestionsProps {
  questions: readonly KbaQuestion[];
  busy: boolean;
  onSubmit(chosen: ReadonlyMap<number, number>): void;
}

/**
 * The signer's identity questions: each a group of radio buttons named by its question. Submitting with a question
 * unanswered marks it, announces why and moves the focus to it instead of sending (as step 1's questions do).
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
        const labelId = `signer-question-${question.Id}-label`;
        const errorId = `signer-question-${question.Id}-error`;
        return (
          <FormControl key={question.Id} component="fieldset" error={missing} required>
            <FormLabel component="legend" id={labelId}>
              {question.QuestionText}
            </FormLabel>
            <RadioGroup
              name={`signer-question-${question.Id}`}
              aria-labelledby={labelId}
              aria-describedby={errorId}
              value={chosen.get(question.Id) ?? ''}
              onChange={(event) =>
                setChosen((previous) => new Map(previous).set(question.Id, Number(event.target.value)))
              }
            >
              {question.Choices.map((choice) => (
                <FormControlLabel key={choice.Id} value={choice.Id} control={<Radio />} label={choice.ChoiceText} />
              ))}
            </RadioGroup>
            <Box id={errorId} aria-live="polite">
              {missing && <FormHelperText>{t('signer.chooseAnswer')}</FormHelperText>}
            </Box>
          </FormControl>
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
