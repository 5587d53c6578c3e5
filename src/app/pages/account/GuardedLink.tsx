import { Button, Link, type ButtonProps } from '@mui/material';
import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useUnsavedChanges } from '../../../engine/index.ts';

interface GuardedLinkProps {
  href: string;
  children: ReactNode;
  /** Shown as a button of this variant instead of a text link. */
  button?: ButtonProps['variant'];
  /** The link to the page in view (`aria-current="page"`). */
  current?: boolean;
}

/**
 * A link between the account pages that asks first when the form on the page holds something typed (a login form that
 * differs from blank counts as changed: docs/decisions/0006-product-rules.md#application-steps). Still a real link, for
 * a new tab or a screen reader.
 */
export function GuardedLink({ href, children, button, current }: GuardedLinkProps) {
  const [, navigate] = useLocation();
  const { guard } = useUnsavedChanges();
  const follow = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    guard(() => navigate(href));
  };
  return button ? (
    <Button href={href} onClick={follow} variant={button} aria-current={current ? 'page' : undefined}>
      {children}
    </Button>
  ) : (
    <Link href={href} onClick={follow}>
      {children}
    </Link>
  );
}
