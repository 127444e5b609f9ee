import { profilePicture } from '~/lib/picture-urls';
import { site } from '../../site.config';
import { useImageFallback } from './use-image-fallback';

type ProfileImageProps = {
  /** Pixel size of the square box (the image and its fallback take the same box). */
  size: number;
  alt: string;
  /** The page's largest element: load it first. */
  isPriority?: boolean;
  className?: string;
};

/**
 * The owner's photo (the build makes it from app/content/images/profile.*); if it
 * fails to load, their initials in the same box (no layout shift).
 */
export function ProfileImage({ size, alt, isPriority = false, className = '' }: ProfileImageProps) {
  const { hasFailed, imageRef, handleError } = useImageFallback();
  const box = `relative shrink-0 overflow-hidden rounded-full ${className}`;
  if (hasFailed) {
    return (
      <div
        role="img"
        aria-label={alt}
        style={{ width: size, height: size }}
        className={`${box} flex items-center justify-center bg-gradient-to-br from-blue-700 to-indigo-700 text-white`}
      >
        <span aria-hidden="true" style={{ fontSize: size / 3 }} className="font-bold">
          {site.initials}
        </span>
      </div>
    );
  }
  return (
    <img
      ref={imageRef}
      src={profilePicture.src}
      width={size}
      height={size}
      alt={alt}
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : 'auto'}
      decoding="async"
      onError={handleError}
      data-initials={site.initials}
      className={`${box} object-cover`}
      style={{ width: size, height: size }}
    />
  );
}
