import { useImageFallback } from '~/components/use-image-fallback';
import {
  type ProjectPictureExtension,
  projectPicture,
  projectPictureUrl,
} from '~/lib/picture-urls';

type ProjectImageProps = {
  /**
   * The source's file name under app/content/images/projects/ (`shop.jpg`); the
   * build serves it as `/images/projects/shop-800.avif` etc. Absent: the emoji tile.
   */
  image?: string;
  alt: string;
  /** Shown on a gradient tile, in the same box, when there is no image or it fails to load. */
  fallbackEmoji: string;
  /** In the page's first screen: loaded at once, ahead of the rest. */
  isPriority?: boolean;
};

/** Rendered width: three columns from 1024 px (max 347 px), two from 768 px, else the page width. */
const sizes = '(min-width: 1024px) 347px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)';

function srcSet(image: string, extension: ProjectPictureExtension): string {
  return projectPicture.widths
    .map((width) => `${projectPictureUrl(image, width, extension)} ${width}w`)
    .join(', ');
}

/**
 * A project screenshot in AVIF, WebP or JPEG; without one, or if it fails, an
 * emoji tile. Loaded lazily, below the page's first screen, unless it is in it.
 */
export function ProjectImage({ image, alt, fallbackEmoji, isPriority = false }: ProjectImageProps) {
  const { hasFailed, imageRef, handleError } = useImageFallback();

  return (
    <div className="relative aspect-[8/5] w-full overflow-hidden bg-slate-100 dark:bg-slate-800">
      {image === undefined || hasFailed ? (
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
            src={projectPictureUrl(image, projectPicture.width, 'jpg')}
            srcSet={srcSet(image, 'jpg')}
            sizes={sizes}
            width={projectPicture.width}
            height={projectPicture.height}
            alt={alt}
            loading={isPriority ? 'eager' : 'lazy'}
            fetchPriority={isPriority ? 'high' : undefined}
            decoding="async"
            onError={handleError}
            data-emoji={fallbackEmoji}
            className="absolute inset-0 size-full object-cover dark:brightness-90"
          />
        </picture>
      )}
    </div>
  );
}
