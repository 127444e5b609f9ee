/**
 * About's grids of cards, whose short last row is centred rather than left
 * against one side (as the projects' grid, app/features/projects/project-grid.ts).
 * Each card spans two tracks of a grid with twice the columns, and the first
 * card of a short last row starts as far in as centres the row, for any
 * number of cards. The class names are written out whole so that Tailwind
 * finds them.
 */
export const aboutGrid = {
  /** One column; three from 768 px (the hobbies). */
  three: [
    'grid md:grid-cols-6 md:*:col-span-2',
    'md:[&>:last-child:nth-child(3n+1)]:col-start-3',
    'md:[&>:nth-last-child(2):nth-child(3n+1)]:col-start-2',
  ].join(' '),
  /** One column; two from 640 px; four from 1024 px (the achievements). */
  twoThenFour: [
    'grid sm:grid-cols-4 sm:*:col-span-2 lg:grid-cols-8',
    'sm:max-lg:[&>:last-child:nth-child(odd)]:col-start-2',
    'lg:[&>:last-child:nth-child(4n+1)]:col-start-4',
    'lg:[&>:nth-last-child(2):nth-child(4n+1)]:col-start-3',
    'lg:[&>:nth-last-child(3):nth-child(4n+1)]:col-start-2',
  ].join(' '),
};
