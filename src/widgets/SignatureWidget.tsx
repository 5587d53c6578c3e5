import { Box, Button, FormLabel, Typography } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignatureCanvas from 'react-signature-canvas';

/** The canvas height the spec sets; the width follows the page. */
const CANVAS_HEIGHT = 150;

/** Which signer a signature field belongs to: `root_applicants_1_signature` is the second applicant's. */
function signerIndex(id: string): number {
  return Number(/_(\d+)_signature$/.exec(id)?.[1] ?? 0);
}

/**
 * A signature pad (mouse, pen or finger) whose value is the drawing as a PNG data URL. "Clear" empties it. The
 * page names each signer in `formContext.signers`, in the order of the list the field belongs to.
 */
export function SignatureWidget({ id, value, onChange, onBlur, required, disabled, readonly, rawErrors = [], registry }: WidgetProps) {
  const { t } = useTranslation();
  const pad = useRef<SignatureCanvas>(null);
  const frame = useRef<HTMLDivElement>(null);
  const signers = (registry.formContext?.signers ?? []) as string[];
  const signer = signers[signerIndex(id)] ?? '';

  // The canvas needs its drawing size in pixels: it takes the frame's width, and keeps a drawing across resizes.
  useEffect(() => {
    const canvas = pad.current?.getCanvas();
    const box = frame.current;
    if (!canvas || !box) return;
    const fit = () => {
      const drawing = pad.current?.isEmpty() ? undefined : pad.current?.toDataURL('image/png');
      canvas.width = box.clientWidth;
      canvas.height = CANVAS_HEIGHT;
      if (drawing) void pad.current?.fromDataURL(drawing);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!value) pad.current?.clear();
  }, [value]);

  const locked = disabled || readonly;
  const finishStroke = () => {
    onChange(pad.current && !pad.current.isEmpty() ? pad.current.toDataURL('image/png') : undefined);
    onBlur(id, value);
  };
  return (
    <Box>
      <FormLabel htmlFor={id} required={required} sx={{ display: 'block', mb: 1 }}>
        {t('submit.signatureOf', { name: signer })}
      </FormLabel>
      <Box
        ref={frame}
        sx={{ position: 'relative', border: 2, borderColor: rawErrors.length ? 'error.main' : 'divider', borderRadius: 1, height: CANVAS_HEIGHT, touchAction: 'none', bgcolor: 'background.paper' }}
      >
        {!value && (
          <Typography aria-hidden sx={{ position: 'absolute', left: 16, bottom: 12, color: 'text.disabled', pointerEvents: 'none' }}>
            {t('submit.signHere')}
          </Typography>
        )}
        <SignatureCanvas
          ref={pad}
          onEnd={finishStroke}
          clearOnResize={false}
          penColor="#0b1f3a"
          canvasProps={{
            id,
            role: 'img',
            tabIndex: 0,
            'aria-label': t('submit.signatureArea', { name: signer }),
            'aria-describedby': ariaDescribedByIds(id),
            style: { display: 'block', width: '100%', height: CANVAS_HEIGHT, pointerEvents: locked ? 'none' : 'auto' },
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {value ? t('submit.signed') : t('submit.notSigned')}
        </Typography>
        <Button
          size="small"
          disabled={locked}
          onClick={() => {
            pad.current?.clear();
            onChange(undefined);
          }}
        >
          {t('submit.clear')}
        </Button>
      </Box>
    </Box>
  );
}
