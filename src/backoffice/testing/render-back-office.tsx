import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { FakeApiClient } from '../../api/fake-client';
import type { OperatorSession } from '../atoms/back-office-atoms';
import { BackOfficeApp } from '../screens/back-office-app';
import { BackOfficeFixture } from './back-office-fixture';

/**
 * Renders a back office screen (the whole app unless `ui` names one) against a fake platform
 * the test scripts, with `session` signed in (or nobody, with null). Returns a reader of the
 * fake client, whose `calls` list what the screen sent.
 */
export function renderBackOffice(
  api: (api: FakeApiClient) => void,
  session: OperatorSession | null,
  ui: ReactNode = <BackOfficeApp />,
): () => FakeApiClient {
  let client: FakeApiClient | undefined;
  render(
    <I18nProvider i18n={i18n}>
      <BackOfficeFixture
        session={session}
        api={(a) => {
          client = a;
          api(a);
        }}
      >
        {ui}
      </BackOfficeFixture>
    </I18nProvider>,
  );
  return () => client as FakeApiClient;
}
