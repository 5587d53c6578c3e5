import pino from 'pino';

/**
 * For database handles the bench opens itself: the product's code wants a logger, the bench's output has no use for it.
 */
export const silentLogger = pino({ level: 'silent' });
