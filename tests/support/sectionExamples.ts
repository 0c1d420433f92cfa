/** Section data that several unit tests render: one place, so they test the same thing. */
import type {
  TabPanel,
  TabsSection,
  TestimonialCarouselSection,
} from '../../src/generated/content.ts';

const tab = (id: string, label: string): TabPanel => ({
  id,
  label,
  heading: `${label} work`,
  paragraphs: [`All about ${label.toLowerCase()} painting.`],
});

/** Three tabs, the middle one chosen by default. */
export const tabsSection: TabsSection = {
  type: 'tabs',
  heading: 'Who We Paint For',
  defaultTab: 'management',
  tabs: [
    tab('residential', 'Residential'),
    tab('management', 'Management'),
    tab('commercial', 'Commercial'),
  ],
};

const person = (name: string, extra: object = {}) => ({
  name,
  role: 'Homeowner',
  location: 'Somewhere, NJ',
  text: `${name} loved the careful prep and clean lines.`,
  rating: 5,
  ...extra,
});

/** Four testimonials: one with a service, one rated 4, one with a portrait. */
export const testimonialCarouselSection: TestimonialCarouselSection = {
  type: 'testimonialCarousel',
  heading: 'What Our Clients Say',
  testimonials: [
    person('Ann B.', { service: 'Whole-House Repaint' }),
    person('Carl D.', { role: 'Property Manager', rating: 4 }),
    person('Eve F.', { image: { src: '/Assets/art/carousel-client-portrait.svg', alt: 'Eve F.' } }),
    person('Gus H.', { role: 'Small Business Owner' }),
  ],
};
