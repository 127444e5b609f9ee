/**
 * An icon that opens a control's label, set in the label's first line as a
 * word is: when a long label wraps (Swahili's do on a 320 px phone), the icon
 * stays by its first word, not in a column of its own at the control's edge
 * or halfway down its lines. Its size is the caller's (`size-4` beside small
 * text, `size-5` beside body text).
 */
export const labelIconClass = 'me-2 inline align-[-0.2em]';
