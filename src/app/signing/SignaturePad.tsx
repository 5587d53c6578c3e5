import { Box, Button, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type ReactSignatureCanvas from 'react-signature-canvas';
import signatureCanvasModule from 'react-signature-canvas';

/** The package's component whichever way the bundler imports CommonJS (see src/widgets/SignatureWidget.tsx). */
const SignatureCanvas = ((signatureCanvasModule as unknown as { default?: typeof ReactSignatureCanvas }).default ??
  signatureCanvasModule) as typeof ReactSignatureCanvas;

/** The submit step's pad height; the width follows the page. */
const HEIGHT = 150;
/** Sharper than twice the CSS size adds only bytes to the PNG. */
const MAX_PIXEL_RATIO = 2;

export interface SignaturePadProps {
  id: string;
  signer: string;
  value: string | undefined;
  invalid: boolean;
  onChange(value: string | undefined): void;
}

/**
 * The signer's pad: the submit step's look and words (its texts), drawn at the screen's density for a phone, with
 * Clear. A pad of its own rather than the submit step's RJSF widget, whose chunk the wizard shares: importing it here
 * would split it from the wizard's widgets and make every step load a little more.
 */
export function SignaturePad({ id, signer, value, invalid, onChange }: SignaturePadProps) {
  const { t } = useTranslation();
  const pad = useRef<ReactSignatureCanvas>(null);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const canvas = pad.current?.getCanvas();
    const box = frame.current;
    if (!canvas || !box) return;
    const fit = () => {
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);
      canvas.width = box.clientWidth * ratio;
      canvas.height = HEIGHT * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      // A resize (a turned phone) clears the canvas: the signer signs again, rather than keep a stretched drawing.
      pad.current?.clear();
      onChange(undefined);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fitted once per mount; onChange is the parent's setter
  }, []);
  return (
    <Box>
      <Typography component="label" htmlFor={id} sx={{ display: 'block', mb: 1 }}>
        {t('submit.signatureOf', { name: signer })}
      </Typography>
      <Box
        ref={frame}
        sx={{
          border: 2,
          borderColor: invalid ? 'error.main' : 'divider',
          borderRadius: 1,
          height: HEIGHT,
          touchAction: 'none',
          bgcolor: 'background.paper',
        }}
      >
        <SignatureCanvas
          ref={pad}
          onEnd={() => onChange(pad.current && !pad.current.isEmpty() ? pad.current.toDataURL('image/png') : undefined)}
          clearOnResize={false}
          penColor="#0b1f3a"
          canvasProps={{
            id,
            role: 'img',
            tabIndex: 0,
            'aria-label': t('submit.signatureArea', { name: signer }),
            style: { display: 'block', width: '100%', height: HEIGHT },
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {value ? t('submit.signed') : t('submit.notSigned')}
        </Typography>
        <Button
          size="small"
          aria-label={t('submit.clearSignatureOf', { name: signer })}
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
