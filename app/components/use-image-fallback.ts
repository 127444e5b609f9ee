import { useEffect, useRef, useState } from 'react';

/**
 * Whether an image failed to load, for showing a fallback in its place.
 * A prerendered image can fail before hydration attaches `onError`, so the
 * image is also checked once on mount.
 */
export function useImageFallback() {
  const [hasFailed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  return { hasFailed, imageRef, handleError: () => setFailed(true) };
}
