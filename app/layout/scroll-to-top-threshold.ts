/** The scroll-to-top button appears once the page is scrolled more than this many pixels. */
export const scrollToTopThreshold = 300;
