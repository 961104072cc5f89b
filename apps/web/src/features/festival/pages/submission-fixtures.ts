import type { CurrentAnnualResponse, RegistrationGuidanceResponse } from '@mfi/contract/festival.schemas';

// The component tests' edition and its guidance.

export const edition: CurrentAnnualResponse = {
  slug: 'ulaanbaatar-film-festival',
  year: 2026,
  mongol_name: 'Улаанбаатар кино наадам',
  international_name: 'Ulaanbaatar Film Festival',
  poster: '/media/poster.jpg',
  background: '/media/background.jpg',
};

export const guidance: RegistrationGuidanceResponse = {
  success: true,
  festival: { slug: edition.slug, mongol_name: edition.mongol_name, international_name: edition.international_name },
  year: 2026,
  guidance: '<h2>Бүртгэлийн журам</h2><p>Кино 2025 оноос хойш бүтээгдсэн байна.</p>',
  guidance_en: '<h2>Rules</h2><p>Films made since 2025.</p>',
  // Far ahead, so the registration is open whenever the tests run (it closes at the fee deadline).
  payment_deadline: '2099-05-25T23:59',
  results_date: '2099-06-01',
  entrant_requested: false,
  can_register: true,
};
