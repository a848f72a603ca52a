import { Outlet } from 'react-router';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';
import { ToastProvider } from '../components/toast.tsx';
import { useShellData } from '../shell/shell-data.ts';
import styles from './default-header-layout.module.css';

/** §2 "default header" layout: the full site header and footer around the page. */
export default function DefaultHeaderLayout() {
  const { country, language, locale, auth, countries, config } = useShellData();
  return (
    <ToastProvider>
      <SiteHeader country={country} language={language} locale={locale} signedIn={auth.signedIn} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter country={country} language={language} countries={countries} hostAliases={config.countryHostAliases} />
    </ToastProvider>
  );
}
