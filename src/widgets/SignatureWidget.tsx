import { Box, Button, FormLabel, Typography } from '@mui/material';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type ReactSignatureCanvas from 'react-signature-canvas';
import signatureCanvasModule from 'react-signature-canvas';

/**
 * The package is a CommonJS bundle exporting its component as `default`. Vite 8 imports CommonJS as Node does in a
 * `"type": "module"` project, so the default import is the whole module object holding the component, while the
 * package's type declarations (and bundlers without Node's interop) give the component itself: take it either way.
 */
const SignatureCanvas = ((signatureCanvasModule as unknown as { default?: typeof ReactSignatureCanvas }).default ??
  signatureCanvasModule) as typeof ReactSignatureCanvas;

/** The canvas height the spec sets; the width follows the page. */
const CANVAS_HEIGHT = 150;

/**
 * Denser screens draw at twice the CSS size: sharper adds nothing to a signature, only bytes to its PNG (200 KB at
 * most).
 */
const MAX_PIXEL_RATIO = 2;

/** Which signer a signature field belongs to: `root_applicants_1_signature` is the second applicant's. */
function signerIndex(id: string): number {
  return Number(/_(\d+)_signature$/.exec(id)?.[1] ?? 0);
}

/**
 * A signature pad (mouse, pen or finger) whose value is the drawing as a PNG data URL. "Clear" empties it. The
 * page names each signer in `formContext.signers`, in the order of the list the field belongs to; each pad's label,
 * canvas and "Clear" say whose it is, so that two "Clear" buttons are told apart by those who cannot see the page.
 */
export function SignatureWidget({
  id,
  value,
  onChange,
  onBlur,
  required,
  disabled,
  readonly,
  rawErrors = [],
  registry,
}: WidgetProps) {
  const { t } = useTranslation();
  const pad = useRef<ReactSignatureCanvas>(null);
  const frame = useRef<HTMLDivElement>(null);
  const signers = (registry.formContext?.signers ?? []) as string[];
  const signer = signers[signerIndex(id)] ?? '';

  // The canvas needs its drawing size in device pixels, so that a signature is sharp on a phone's dense screen: it
  // takes the frame's width times the pixel ratio and draws in CSS pixels (where the pad reads the pointer), and
  // keeps a drawing across resizes (a turned phone, a scroll bar appearing) at the size it was drawn.
  useEffect(() => {
    const canvas = pad.current?.getCanvas();
    const box = frame.current;
    if (!canvas || !box) return;
    const fit = () => {
      const ratio = Math.min(Math.max(window.devicePixelRatio || 1, 1), MAX_PIXEL_RATIO);
      const drawing = pad.current?.isEmpty() ? undefined : pad.current?.toDataURL('image/png');
      const drawnWidth = canvas.width / ratio;
      canvas.width = box.clientWidth * ratio;
      canvas.height = CANVAS_HEIGHT * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      if (drawing) void pad.current?.fromDataURL(drawing, { ratio, width: drawnWidth, height: CANVAS_HEIGHT });
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const locked = disabled || readonly;
  // The pad is the source of the value, never the other way round: the form may re-render with the value of just
  // before a stroke while it commits the stroke's change, and wiping the drawing then would lose the signature.
  const finishStroke = () =>
    onChange(pad.current && !pad.current.isEmpty() ? pad.current.toDataURL('image/png') : undefined);
  return (
    <Box>
      <FormLabel htmlFor={id} required={required} sx={{ display: 'block', mb: 1 }}>
        {t('submit.signatureOf', { name: signer })}
      </FormLabel>
      <Box
        ref={frame}
        sx={{
          position: 'relative',
          border: 2,
          borderColor: rawErrors.length ? 'error.main' : 'divider',
          borderRadius: 1,
          height: CANVAS_HEIGHT,
          touchAction: 'none',
          bgcolor: 'background.paper',
        }}
      >
        {!value && (
          <Typography
            aria-hidden
            sx={{ position: 'absolute', left: 16, bottom: 12, color: 'text.disabled', pointerEvents: 'none' }}
          >
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
            // Leaving the pad, not each stroke, marks it visited: a blur in the same event as a change would re-render
            // the form with the data from before the change.
            onBlur: () => onBlur(id, value),
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
          // The name begins with the word shown ("Clear the signature of Ann Owner"), so speech input finds it too.
          aria-label={signer ? t('submit.clearSignatureOf', { name: signer }) : undefined}
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
