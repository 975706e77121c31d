import { BANNER_TEXT } from '../brand';

export function Banner() {
  return (
    <div className="sf-banner">
      <p className="sf-banner__text">{BANNER_TEXT}</p>
    </div>
  );
}
