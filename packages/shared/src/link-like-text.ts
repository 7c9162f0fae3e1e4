// Its own module, so the pages that never check a name do not carry the pattern in a shared chunk.
/**
 * Top-level domains a link in a name would carry: the generic ones spam favours and the country codes most used
 * as words or shorteners. A closed list rather than 'any letters after a dot', so that initials and titles
 * ('Dr. J.R. Smith', 'Ph.D', 'St.John') stay names while 'freexp.com' or 'bit.ly/x' do not.
 */
const LINK_TLDS =
  'com|net|org|info|biz|edu|gov|io|co|me|ly|gg|to|tv|cc|ws|xyz|top|site|online|club|shop|store|live|app|dev|' +
  'link|click|icu|vip|win|bid|loan|work|fun|space|website|tech|pro|today|page|blog|news|email|money|cash|ru|' +
  'cn|tk|ml|ga|cf|gq|su|uk|us|eu|fr|nl|in|br|jp|au|ca|ch|se|pl|ir|vn|ua|tr|kz|gd|ai|sh|fm|am|nu|la';
/** Built on first use: a module-level call would keep this module in every chunk that imports its neighbours. */
let linkLike: RegExp | undefined;
const linkLikePattern = () =>
  new RegExp(
    [
      String.raw`[a-z][a-z\d+.-]*:\/\/`, // a scheme: http://, https://, ftp://, hxxp://
      String.raw`\bwww\d?\.`, // www. and www2.
      String.raw`[\p{L}\p{N}-]\.(?:${LINK_TLDS})(?![\p{L}\p{N}])`, // freexp.com, bit.ly
      String.raw`\b\d{1,3}(?:\.\d{1,3}){3}\b`, // an IP address
    ].join('|'),
    'iu',
  );

/**
 * Whether a text holds a link or a web address. Compatibility forms are folded first (NFKC), so full-width
 * letters and the ideographic full stop ('ｆｒｅｅ。ｃｏｍ') cannot slip past, and default-ignorable characters are
 * dropped, so 'free\u200B.com' is still 'free.com'.
 */
export function hasLinkLikeText(text: string): boolean {
  const folded = text
    .normalize('NFKC')
    .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
    .replace(/[\u3002\uFF61\u2024]/gu, '.');
  linkLike ??= linkLikePattern();
  return linkLike.test(folded);
}
