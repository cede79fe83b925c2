import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../lib/i18n';
import { localizePath, languageFromPath } from '../lib/locale';

interface State {
  failed: boolean;
}

/**
 * The last line of defence: when even the error page cannot render, show a plain message and
 * a link home (spec: "if the error page fails, a message with a link home").
 */
export class FatalErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unrecoverable UI error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const home = localizePath('/', languageFromPath(window.location.pathname));
    return (
      <div role="alert" style={{ padding: '3rem 1.5rem', fontFamily: 'system-ui, sans-serif' }}>
        <p>{i18n.t('common:errorPage.fatal')}</p>
        <a href={home}>{i18n.t('common:errorPage.home')}</a>
      </div>
    );
  }
}
