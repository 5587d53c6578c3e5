import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardFooter } from '../../engine/index.ts';
import type { KbaQuestion } from './kbv-api.ts';

export interface QuestionsFormProps {
  questions: readonly KbaQuestion[];
  /** Called with the chosen choice id of every question once all are answered. */
  onSubmit(chosen: ReadonlyMap<number, number>): void;
  /** A choice was made: the step now holds something unsaved. */
  onChange(): void;
}

/**
 * The identity questions: each a group of radio buttons named by its question, and Submit. Pressing Submit with
 * a question unanswered marks that question and moves the focus to it instead of sending. The questions replace
 * the details form the person was on, so the focus moves to their heading; a missing answer is announced.
 */
export function QuestionsForm({ questions, onSubmit, onChange }: QuestionsFormProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ReadonlyMap<number, number>>(new Map());
  const [tried, setTried] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const choose = (questionId: number, choiceId: number) => {
    setChosen((previous) => new Map(previous).set(questionId, choiceId));
    onChange();
  };
  const submit = () => {
    const unanswered = questions.find((question) => !chosen.has(question.Id));
    if (!unanswered) return onSubmit(chosen);
    setTried(true);
    document.querySelector<HTMLInputElement>(`input[name="kbv-question-${unanswered.Id}"]`)?.focus();
  };

  return (
    <>
      <Typography component="h2" variant="h6" gutterBottom ref={heading} tabIndex={-1}>
        {t('kbv.questionsTitle')}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('kbv.questionsIntro')}
      </Alert>
      <Stack spacing={3}>
        {questions.map((question) => {
          const missing = tried && !chosen.has(question.Id);
          const labelId = `kbv-question-${question.Id}-label`;
          const errorId = `kbv-question-${question.Id}-error`;
          return (
            <FormControl key={question.Id} component="fieldset" error={missing} required>
              <FormLabel component="legend" id={labelId}>
                {question.QuestionText}
              </FormLabel>
              <RadioGroup
                name={`kbv-question-${question.Id}`}
                aria-labelledby={labelId}
                aria-describedby={errorId}
                aria-invalid={missing}
                value={chosen.get(question.Id) ?? ''}
                onChange={(event) => choose(question.Id, Number(event.target.value))}
              >
                {question.Choices.map((choice) => (
                  <FormControlLabel key={choice.Id} value={choice.Id} control={<Radio />} label={choice.ChoiceText} />
                ))}
              </RadioGroup>
              <Box id={errorId} aria-live="polite">
                {missing && <FormHelperText>{t('kbv.chooseAnswer')}</FormHelperText>}
              </Box>
            </FormControl>
          );
        })}
      </Stack>
      <WizardFooter primary={{ label: 'common.submit', onClick: submit }} />
    </>
  );
}
