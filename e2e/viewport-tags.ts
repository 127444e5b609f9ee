/**
 * Tags for tests of one layout only (the testimonials are a slider under
 * 768 px, a row from 768 px): playwright.config.ts runs such a test only in
 * the projects of that width, so none is counted as passed where it checked
 * nothing. Tests write them as literals (`{ tag: '@under-768' }`, as the
 * lint's valid-test-tags asks), and check the width they run at.
 */
export const narrowOnly = '@under-768';
export const wideOnly = '@from-768';
