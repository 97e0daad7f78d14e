import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useId } from 'react';
import type { MemberCentrePage } from '@schemas/site/constants';
import { helpCenterAtom } from '../../atoms/help-center';
import { useAsyncAtom } from '../../atoms/async';
import { openMemberCentreAtom } from '../../atoms/member-centre';
import { Button } from '../../ui/form/button';
import { RichText } from '../../ui/rich-text/rich-text';
import type { WidgetBaseProps } from '../define-widget';
import { GUIDE_TOOLS, type GuideTool } from './guide-tools';
import { SelfCheck } from './self-check';
import type { ResponsibleGamingGuideProps } from './responsible-gaming-guide.props';
import styles from './responsible-gaming-guide.module.css';

/** What each tool does, in the player's words. */
function ToolCard({ tool }: { tool: GuideTool }) {
  const id = useId();
  const [title, text] = useToolWords(tool);
  return (
    <li className={styles.tool} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <p>{text}</p>
    </li>
  );
}

function useToolWords(tool: GuideTool): [string, string] {
  const { t } = useLingui();
  switch (tool) {
    case 'limits':
      return [
        t`Deposit, loss and wager limits`,
        t`Cap what you deposit, stake or lose in 24 hours, 7 days or a calendar month. A lower limit holds at once; a higher one only after 24 hours and your confirmation.`,
      ];
    case 'realityChecks':
      return [
        t`Reality checks and session time`,
        t`A reminder at the interval you choose shows how long you have played and your net result. A session time limit logs you out when it is reached, on every device.`,
      ];
    case 'timeOut':
      return [
        t`Time-out`,
        t`Take a break from 24 hours up to 6 weeks. It starts at once and cannot be ended early.`,
      ];
    case 'selfExclusion':
      return [
        t`Self-exclusion`,
        t`Stay away for 6 months, 1 year, 5 years or indefinitely. You are logged out everywhere, receive no promotions and cannot open a new account.`,
      ];
    case 'closure':
      return [
        t`Account closure`,
        t`Close your account for good on My account. Money left in it stays yours and customer service pays it out.`,
      ];
  }
}

/**
 * The responsible-gaming page (issue #14 part 6), reached from the footer: the tools this
 * merchant offers, the way to the member-centre pages that set them, a self-check, and the
 * merchant's own help articles (help organisations) from its help centre.
 */
export default function ResponsibleGamingGuide({
  tools = [...GUIDE_TOOLS],
  toolsPage = 'responsibleGaming',
  closurePage = 'securityCenter',
  helpCategory = 'responsible',
  selfCheck = true,
}: ResponsibleGamingGuideProps & WidgetBaseProps) {
  const { t } = useLingui();
  const headingId = useId();
  const helpId = useId();
  const toolsId = useId();
  const open = useSetAtom(openMemberCentreAtom);
  const help = useAsyncAtom(helpCenterAtom);
  const category = help.data?.find((c) => c.key === helpCategory);
  const go = (page: MemberCentrePage) => void open({ page });
  const setsLimits = tools.some((tool) => tool !== 'closure');

  return (
    <article className={styles.guide} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        <Trans>Responsible gaming</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Play for fun, never to win back losses. These tools help you stay in control; our platform keeps
          them for you on every device, and you can use them at any time.
        </Trans>
      </p>
      {tools.length > 0 && (
        <section className={styles.help} aria-labelledby={toolsId}>
          <h2 id={toolsId}>{t`Tools to stay in control`}</h2>
          <ul className={styles.tools}>
            {tools.map((tool) => (
              <ToolCard key={tool} tool={tool} />
            ))}
          </ul>
        </section>
      )}
      <div className={styles.actions}>
        {setsLimits && (
          <Button onClick={() => go(toolsPage)}>
            <Trans>Set limits or take a break</Trans>
          </Button>
        )}
        {tools.includes('closure') && (
          <Button variant="secondary" onClick={() => go(closurePage)}>
            <Trans>Close my account</Trans>
          </Button>
        )}
      </div>
      {selfCheck && <SelfCheck onTools={setsLimits ? () => go(toolsPage) : undefined} />}
      <section className={styles.help} aria-labelledby={helpId}>
        <h2 id={helpId}>
          <Trans>Where to find help</Trans>
        </h2>
        {help.loading && !help.data && (
          <p className={styles.state} aria-busy="true">
            <Trans>Loading…</Trans>
          </p>
        )}
        {help.error !== undefined && (
          <div role="alert" className={styles.state}>
            <p>
              <Trans>This help could not load. Check your connection and try again.</Trans>
            </p>
            <Button variant="secondary" onClick={help.retry}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        )}
        {help.data &&
          (category && category.articles.length > 0 ? (
            category.articles.map((a) => (
              <div key={a.id} className={styles.article}>
                <h3>{a.title}</h3>
                <RichText html={a.content} />
              </div>
            ))
          ) : (
            <p className={styles.state}>
              <Trans>Our customer service can tell you where to find help near you, at any time.</Trans>
            </p>
          ))}
      </section>
    </article>
  );
}
