/**
 * A small list of the most common passwords (from public breach frequency lists), refused by the
 * password policy. Compared case-insensitively.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', 'password', '12345678', 'qwerty', '123456789', '12345', '1234', '111111', '1234567', 'dragon',
  '123123', 'baseball', 'abc123', 'football', 'monkey', 'letmein', '696969', 'shadow', 'master', '666666',
  'qwertyuiop', '123321', 'mustang', '1234567890', 'michael', '654321', 'superman', '1qaz2wsx', '7777777', '121212',
  '000000', 'qazwsx', '123qwe', 'killer', 'trustno1', 'jordan', 'jennifer', 'zxcvbnm', 'asdfgh', 'hunter',
  'buster', 'soccer', 'harley', 'batman', 'andrew', 'tigger', 'sunshine', 'iloveyou', '2000', 'charlie',
  'robert', 'thomas', 'hockey', 'ranger', 'daniel', 'starwars', 'klaster', '112233', 'george', 'computer',
  'michelle', 'jessica', 'pepper', '1111', 'zxcvbn', '555555', '11111111', '131313', 'freedom', '777777',
  'pass', 'maggie', '159753', 'aaaaaa', 'ginger', 'princess', 'joshua', 'cheese', 'amanda', 'summer',
  'love', 'ashley', 'nicole', 'chelsea', 'biteme', 'matthew', 'access', 'yankees', '987654321', 'dallas',
  'austin', 'thunder', 'taylor', 'matrix', 'mobilemail', 'mom', 'monitor', 'monitoring', 'montana', 'moon',
  'moscow', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'welcome', 'welcome1', 'admin', 'admin123',
  'administrator', 'login', 'abc12345', 'qwerty123', 'qwerty1', '1q2w3e4r', '1q2w3e4r5t', 'zaq12wsx', 'iloveyou1', 'princess1',
  'sunshine1', 'football1', 'baseball1', 'superman1', 'trustno1!', 'letmein1', 'master123', 'shadow123', 'dragon123', 'monkey123',
  'secret', 'secret123', 'changeme', 'changeme123', 'default', 'guest', 'test', 'test123', 'testing', '123abc',
  '123456a', 'a123456', 'aa123456', 'abcd1234', '1234qwer', 'qwer1234', 'q1w2e3r4', 'q1w2e3r4t5', 'asdf1234', 'asdfghjkl',
  'zxcvbnm1', '11223344', '12341234', '87654321', '88888888', '99999999', '00000000', '12121212', '123123123', '123456789a',
  '1234567891', '0987654321', '1111111111', 'qwertyui', 'qwertyuiop1', 'aaaaaaaa', 'iloveyou2', 'lovely', 'whatever', 'hello123',
  'hellohello', 'football123', 'liverpool', 'arsenal', 'chelsea1', 'manchester', 'melbourne', 'sydney', 'australia', 'brisbane',
  'kangaroo', 'soulsearching', 'outdoors', 'adventure', 'mountain', 'sunflower', 'flower', 'butterfly', 'rainbow', 'purple',
  'samsung', 'google', 'internet', 'starwars1', 'pokemon', 'minecraft', 'fortnite', 'computer1', 'jessica1', 'michael1',
  'charlie1', 'jordan23', 'basketball', '1q2w3e', '1qazxsw2', 'zaq1zaq1', 'qazwsxedc', 'password2', 'password12', 'letmein123',
  'welcome123', 'trustme', 'blink182', 'batman123', 'spiderman', 'ironman', 'cookie', 'cookies', 'chocolate', 'banana',
  'orange', 'apple123', 'summer2024', 'winter2024', 'spring2024', 'autumn2024', 'summer2025', 'winter2025', 'summer2026', 'winter2026',
  '12345678910', '1234554321', '147258369', '123654789', '159357', '741852963', 'qwe123', 'qweasd', 'qweasdzxc', 'asd123',
  'zxc123', 'abcdef', 'abcdefg', 'abcdefgh', 'abcdefghi',
]);
