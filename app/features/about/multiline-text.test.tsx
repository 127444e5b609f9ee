import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { MultilineText } from './multiline-text';

test('each line becomes its own paragraph', () => {
  render(<MultilineText text={'First line\nSecond line\n\nThird line'} />);
  expect(screen.getAllByRole('paragraph').map((line) => line.textContent)).toEqual([
    'First line',
    'Second line',
    'Third line',
  ]);
});

test('markup in the text is shown as text, never as HTML', () => {
  render(<MultilineText text={'<b>bold</b>\n<img src=x onerror=alert(1)>'} />);
  expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});
