declare const __VCARD_FILE_NAME__: string;

/**
 * The file name of the owner's vCard, `ana-silva.vcf` (`vcardFileName` of
 * the owner's name, app/lib/vcard.ts), worked out by the build: the pages
 * link to it without carrying the code that makes it.
 */
export const vcardFile: string = __VCARD_FILE_NAME__;
