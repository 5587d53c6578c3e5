// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseContentDocument } from '../../src/shared/content-markdown.ts';
import { MarkdownText } from '../../src/widgets/MarkdownText.tsx';

const SOURCE =
  '# Terms of payment\n\n## 1. Monthly pay\nPay by the 10th\nand save 2%.\n\n' +
  '- Weekly: Friday.\n- Daily:\n  next day.\n\nWe review every application.\n\n<b>not markup</b>';

afterEach(cleanup);

describe('a content document on screen', () => {
  it('shows the blocks the PDF reads, in order: title, heading, paragraphs joined across lines, a list', () => {
    const { container } = render(<MarkdownText text={SOURCE} level={2} />);
    const shown = [...container.querySelectorAll('h2, h3, p, li')].map((element) => [
      element.tagName.toLowerCase(),
      element.textContent,
    ]);
    const tags = { title: 'h2', heading: 'h3', paragraph: 'p', bullet: 'li' };
    expect(shown).toEqual(parseContentDocument(SOURCE).map((block) => [tags[block.kind], block.text]));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('never reads the text as HTML', () => {
    const { container } = render(<MarkdownText text={SOURCE} />);
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<b>not markup</b>')).toBeTruthy();
  });

  it('leaves the title out under a heading of the page, and only the title', () => {
    render(<MarkdownText text={SOURCE} omitTitle level={3} />);
    expect(screen.queryByRole('heading', { name: 'Terms of payment' })).toBeNull();
    expect(screen.getByRole('heading', { name: '1. Monthly pay', level: 4 })).toBeTruthy();
    render(<MarkdownText text={'No title here.\n\n## A section'} omitTitle />);
    expect(screen.getByText('No title here.')).toBeTruthy();
  });
});
