import { useImageFallback } from '~/components/use-image-fallback';

type ProjectImageProps = {
  /** Path under /public without width and extension: `/images/projects/x` serves `x-800.avif` etc. */
  image: string;
  alt: string;
  /** Shown on a gradient tile, in the same box, when the image fails to load. */
  fallbackEmoji: string;
  /** Above the fold on every screen: load it at once. */
  isPriority?: boolean;
};

/** Intrinsic size of the largest variant; the box keeps this ratio whether the image loads or not. */
export const projectImageSize = { width: 800, height: 500 } as const;
const widths = [400, 800] as const;
/** Rendered width: three columns from 1024 px (max 347 px), two from 768 px, else the page width. */
const sizes = '(min-width: 1024px) 347px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)';

function srcSet(image: string, extension: string): string {
  return widths.map((width) => `${image}-${width}.${extension} ${width}w`).join(', ');
}

/** A project screenshot in AVIF, WebP or JPEG; if it fails, an emoji tile of the same size. */
export function ProjectImage({ image, alt, fallbackEmoji, isPriority = false }: ProjectImageProps) {
  const { hasFailed, imageRef, handleError } = useImageFallback();

  return (
    <div className="relative aspect-[8/5] w-full overflow-hidden bg-slate-100 dark:bg-slate-800">
      {hasFailed ? (
        <div
          role="img"
          aria-label={alt}
          className="absolute inset-0 flex items-center justify-center bg-gradient-to-br from-blue-600 via-indigo-600 to-violet-700"
        >
          <span aria-hidden="true" className="text-6xl">
            {fallbackEmoji}
          </span>
        </div>
      ) : (
        <picture>
          <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
          <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
          <img
            ref={imageRef}
            src={`${image}-${projectImageSize.width}.jpg`}
            srcSet={srcSet(image, 'jpg')}
            sizes={sizes}
            width={projectImageSize.width}
            height={projectImageSize.height}
            alt={alt}
            loading={isPriority ? 'eager' : 'lazy'}
            fetchPriority={isPriority ? 'high' : 'auto'}
            decoding="async"
            onError={handleError}
            className="absolute inset-0 size-full object-cover"
          />
        </picture>
      )}
    </div>
  );
}
