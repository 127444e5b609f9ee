/**
 * The projects' grid of cards, one column, two from 768 px, three from 1024
 * px, whose short last row is centred rather than left against one side.
 * Each card spans two tracks of a grid with twice the columns, and the first
 * card of a short last row starts as far in as centres the row, for any
 * number of cards. The class names are written out whole so that Tailwind
 * finds them.
 */
export const projectGrid = [
  'grid md:grid-cols-4 md:*:col-span-2 lg:grid-cols-6',
  'md:max-lg:[&>:last-child:nth-child(odd)]:col-start-2',
  'lg:[&>:last-child:nth-child(3n+1)]:col-start-3',
  'lg:[&>:nth-last-child(2):nth-child(3n+1)]:col-start-2',
].join(' ');
