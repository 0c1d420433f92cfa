import { useLoaderData } from 'react-router-dom';
import type { PageRouteData } from '../data/pageLoader.ts';
import { PageListingsProvider } from '../data/PageDataContext.tsx';
import { PageLayout } from '../sections/PageLayout.tsx';
import { Head } from '../seo/Head.tsx';
import { absoluteUrl, buildJsonLd } from '../seo/jsonLd.ts';
import { useSite } from '../data/SiteContext.tsx';

/** The page a route loaded: its head tags and structured data, then its sections (PageLayout). */
export function LoadedPage() {
  const { page, listings } = useLoaderData() as PageRouteData;
  const { site } = useSite();
  return (
    <PageListingsProvider value={listings}>
      <Head
        title={page.meta.title}
        description={page.meta.description}
        canonicalUrl={absoluteUrl(site, page.meta.canonicalPath ?? page.path)}
        keywords={page.meta.keywords}
        imageUrl={absoluteUrl(site, page.meta.ogImage ?? site.brand.logo)}
        noindex={page.meta.noindex}
        jsonLd={buildJsonLd(site, page)}
      />
      <PageLayout sections={page.sections} sidebar={page.sidebar} />
    </PageListingsProvider>
  );
}
