import type { MemberGrant } from '@mfi/contract/admin-members.schemas';

/**
 * One active account per role for local use (listed in the README), and a festival entrant (the `ustga`
 * flag, issue 17: registers films). Never created in production: a real deployment makes its first admin
 * with `npm run users -- create`.
 */
export const DEMO_ACCOUNTS: {
  username: string;
  password: string;
  roles: MemberGrant[];
  firstname: string;
  lastname: string;
}[] = [
  { username: 'admin', password: 'Admin#2026mfi', roles: ['admin'], firstname: 'Болд', lastname: 'Ганбаатар' },
  {
    username: 'contributor',
    password: 'Contrib#2026mfi',
    roles: ['contributer'],
    firstname: 'Сараа',
    lastname: 'Дорж',
  },
  {
    username: 'maincontrib',
    password: 'Main#2026mfi',
    roles: ['contributer', 'main_contributer'],
    firstname: 'Тэмүүлэн',
    lastname: 'Бат',
  },
  { username: 'publisher', password: 'Publish#2026mfi', roles: ['publisher'], firstname: 'Номин', lastname: 'Цэрэн' },
  { username: 'critic', password: 'Critic#2026mfi', roles: ['critic'], firstname: 'Ариунаа', lastname: 'Пүрэв' },
  { username: 'member', password: 'Member#2026mfi', roles: [], firstname: 'Энхжин', lastname: 'Очир' },
  {
    username: 'entrant',
    password: 'Entrant#2026mfi',
    roles: ['ustga'],
    firstname: 'Мөнхзул',
    lastname: 'Батсүх',
  },
];
