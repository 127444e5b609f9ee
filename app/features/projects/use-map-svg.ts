import { useEffect, useState } from 'react';
import { svgMarkup, svgUrl } from 'virtual:work-map';
import { mapSvgId } from './work-map-layout';

/** The map's SVG once the page has had it, for the next client-side visit to Projects. */
let known: string | undefined = svgMarkup ?? undefined;

/** The SVG the prerendered HTML brought: hydration renders exactly what is there. */
function fromDocument(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById(mapSvgId)?.innerHTML || undefined;
}

/**
 * The map's SVG markup without carrying it in JavaScript: from the prerender,
 * from the page being hydrated, or fetched (a same-origin, hashed, cached
 * file) after a client-side navigation. Undefined until it is there.
 */
export function useMapSvg(): string | undefined {
  const [svg, setSvg] = useState(() => known ?? fromDocument());
  useEffect(() => {
    if (svg) {
      known = svg;
      return undefined;
    }
    if (!svgUrl) return undefined;
    let isCurrent = true;
    fetch(svgUrl)
      .then((response) => (response.ok ? response.text() : undefined))
      .then((text) => {
        if (isCurrent && text) setSvg(text);
      })
      // Offline: the water stays blank and the markers still work.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [svg]);
  return svg;
}
