import { renderToString } from 'react-dom/server';
import { site } from 'virtual:content';
import { describe, expect, it } from 'vitest';
import { useSite, useSitePageLinks } from '../data/SiteContext.tsx';
import { IslandProviders } from './IslandProviders.tsx';

function BrandName() {
  return <p>{useSite().site.brand.name}</p>;
}
function TownCount() {
  return <p>{useSitePageLinks().townLinks.length}</p>;
}

describe('IslandProviders', () => {
  it("gives an island the site's facts", () => {
    expect(renderToString(<IslandProviders>{<BrandName />}</IslandProviders>)).toContain(
      site.brand.name,
    );
  });

  it('gives it no links derived from the page files, which grow with every page', () => {
    expect(() => renderToString(<IslandProviders>{<TownCount />}</IslandProviders>)).toThrow(
      'useSitePageLinks() reads the links derived from the page files, which only the static frame gets',
    );
  });
});
