import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@brokkie/domain/locales';
import { Alert } from './alert.tsx';
import { useShellData } from '../shell/shell-data.ts';
import type { AuthErrorText } from '../shell/auth-errors.ts';

/**
 * A sentence whose part `linkText` links on. The catalogs hold the whole sentence (verbatim from
 * §8 in English) and, separately, the words of it that link; a translation whose sentence does not
 * contain those words gets the link after it.
 */
export function SentenceWithLink({ sentence, linkText, to }: { sentence: string; linkText: string; to: string }) {
  const at = linkText ? sentence.indexOf(linkText) : -1;
  if (at < 0) {
    return (
      <>
        {sentence} <Link to={to}>{linkText}</Link>
      </>
    );
  }
  return (
    <>
      {sentence.slice(0, at)}
      <Link to={to}>{linkText}</Link>
      {sentence.slice(at + linkText.length)}
    </>
  );
}

/** The §8 message of a failed identity action, announced as it appears. */
export function AuthErrorAlert({ error }: { error: AuthErrorText }) {
  const { t } = useTranslation();
  const { locale } = useShellData();
  const sentence = t(error.key);
  return (
    <Alert tone="danger" role="alert">
      <span data-testid="auth-error">
        {error.link ? (
          <SentenceWithLink sentence={sentence} linkText={t(error.link.key)} to={localizePath(`/${error.link.to}`, locale)} />
        ) : (
          sentence
        )}
      </span>
    </Alert>
  );
}
