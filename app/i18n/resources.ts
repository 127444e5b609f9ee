import type en from './locales/en';

/** The shape every language's translation resource has: English's. */
export type Translation = typeof en;
