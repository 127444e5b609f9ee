import { useEffect, useState } from 'react';
import type { MapPoint } from './work-map-layout';

type MapMarkerProps = {
  /** The project card's fragment, `#<project id>`. */
  href: string;
  /** The project and its place, shown on hover and focus; the link's name. */
  label: string;
  point: MapPoint;
};

/**
 * One place on the map: a list item at the place's position holding a link
 * to the project's card. Its label is clipped away until the link is hovered
 * or focused (CSS only), yet always read out as the link's name.
 */
export function MapMarker({ href, label, point }: MapMarkerProps) {
  // A label shown may cover other markers: Escape hides it until the pointer
  // or the focus leaves (WCAG 1.4.13), wherever the focus is.
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [isDismissed, setDismissed] = useState(false);
  const isShown = isHovered || isFocused;
  useEffect(() => {
    if (!isShown) return;
    const dismiss = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', dismiss);
    return () => document.removeEventListener('keydown', dismiss);
  }, [isShown]);
  // Labels open towards the middle of the map and wrap within the room left
  // on that side (the map is a size container: 1cqw is 1% of its width), so
  // none leaves it sideways, nor widens the page on a narrow phone.
  const isLeft = point.x > 50;
  const side = isLeft ? 'right-full mr-1' : 'left-full ml-1';
  const room = isLeft ? point.x : 100 - point.x;
  return (
    <li className="absolute" style={{ left: `${point.x}%`, top: `${point.y}%` }}>
      <a
        href={href}
        data-dismissed={isDismissed || undefined}
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => {
          setHovered(false);
          if (!isFocused) setDismissed(false);
        }}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          if (!isHovered) setDismissed(false);
        }}
        className="group absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full hover:z-10 focus:z-10"
      >
        <span
          aria-hidden="true"
          className="size-3.5 rounded-full border-2 border-white bg-blue-800 shadow-sm group-hover:scale-125 group-focus:scale-125 motion-safe:transition-transform dark:border-slate-950 dark:bg-sky-300"
        />
        <span
          style={{ maxWidth: `min(10rem, calc(${room}cqw - 1rem))` }}
          className={`absolute top-1/2 w-max -translate-y-1/2 rounded-md bg-white px-2 py-1 text-sm leading-snug font-medium text-slate-900 shadow-md ring-1 ring-slate-300 [clip-path:inset(50%)] group-hover:[clip-path:none] group-focus:[clip-path:none] group-data-dismissed:[clip-path:inset(50%)]! dark:bg-slate-900 dark:text-white dark:ring-slate-600 ${side}`}
        >
          {label}
        </span>
      </a>
    </li>
  );
}
