import { PngEmbedder } from 'pdf-lib';
import { verifyPng } from '../submission/png-check.ts';
import { checkPdf, type PdfRefusal } from '../uploads/pdf-check.ts';

/** What the inspection pool's threads are asked: a PDF upload's content check, or a signature PNG's decode. */
export type InspectionTask = { kind: 'pdf'; bytes: Uint8Array } | { kind: 'png'; bytes: Uint8Array };
/** A PDF's refusal or null; for a PNG, whether it decodes. */
export type InspectionResult = PdfRefusal | null | boolean;

/**
 * Runs one inspection in a worker thread. A PNG must pass the strict check and then decode with pdf-lib, the very
 * decoder that later embeds it in the signed PDF, so whatever that decoder does with it has happened here first.
 */
export default async function inspect(task: InspectionTask): Promise<InspectionResult> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  if (task.kind === 'pdf') return checkPdf(bytes);
  if (!verifyPng(bytes)) return false;
  try {
    await PngEmbedder.for(bytes);
    return true;
  } catch {
    return false;
  }
}
