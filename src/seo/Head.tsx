import type { Thing, WithContext, Graph } from 'schema-dts';

export interface HeadProps {
  title: string;
  description?: string;
  canonicalUrl?: string;
  keywords?: readonly string[];
  imageUrl?: string;
  noindex?: boolean;
  jsonLd?: Graph | WithContext<Thing>;
}

/** Serialises JSON-LD so that no "</script>" inside a string can end the element early. */
export const serializeJsonLd = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/** Head tags for one page; React hoists title, meta and link into <head>. */
export function Head({
  title,
  description,
  canonicalUrl,
  keywords,
  imageUrl,
  noindex,
  jsonLd,
}: HeadProps) {
  return (
    <>
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <meta name="robots" content={noindex ? 'noindex, nofollow' : 'index, follow'} />
      {canonicalUrl && <link rel="canonical" href={canonicalUrl} />}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      {canonicalUrl && <meta property="og:url" content={canonicalUrl} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content="summary_large_image" />
      {jsonLd && (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
      )}
    </>
  );
}
