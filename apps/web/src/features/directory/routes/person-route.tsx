import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { socialNetworks } from '@portal/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { batchMessages, industryMessages, openToMessages } from '../../../components/alumni-labels';
import { MembershipNotice } from '../../../components/membership-notice';
import { PageLoader } from '../../../components/page-loader';
import { PhoneNumber } from '../../../components/phone-number';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { networkLabels, socialProfileUrl } from '../../../components/social-links';
import { UserAvatar } from '../../../components/user-avatar';
import { useT } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useDirectoryCard } from '../api/get-directory-card';
import { jobLine, placeLine } from '../components/card-lines';
import { isMembershipRefusal } from '../components/membership-refused';
import { personMessages as text } from '../messages';

/**
 * /directory/:userId: one member's card as the reader may see it. A field they may not see is
 * absent from the answer, and so from the page; nothing says "hidden".
 */
export function PersonRoute() {
  const t = useT();
  const siteName = useSiteName();
  const { userId = '' } = useParams();
  const card = useDirectoryCard(userId);

  const back = (
    <Anchor component={Link} to={paths.directory} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        {t(text.back)}
      </Group>
    </Anchor>
  );

  if (card.isPending)
    return (
      <Stack maw={800} mx="auto">
        {back}
        <PageLoader label={t(text.loading)} />
      </Stack>
    );
  if (card.isError) {
    const notFound = card.error instanceof ApiError && card.error.status === 404;
    return (
      <Stack maw={800} mx="auto">
        {back}
        {isMembershipRefusal(card.error) ? (
          <MembershipNotice status="pending" />
        ) : (
          <QueryErrorAlert
            title={t(notFound ? text.notFound : text.loadFailed)}
            error={card.error}
            onRetry={() => void card.refetch()}
            retrying={card.isFetching}
          />
        )}
      </Stack>
    );
  }

  const person = card.data;
  const job = jobLine(person, t);
  const place = placeLine(person);
  const social = socialNetworks
    .map((network) => ({
      network,
      href: socialProfileUrl(network, person.socialMedia?.[network]),
    }))
    .filter((link) => link.href);
  const skills = person.skills ?? [];
  const openTo = person.openTo ?? [];
  const nothingMore =
    !person.course &&
    !job &&
    !person.industry &&
    !place &&
    skills.length === 0 &&
    openTo.length === 0 &&
    !person.email &&
    !person.mobile &&
    social.length === 0;

  return (
    <Stack gap="lg" maw={800} mx="auto">
      <title>{t(text.pageTitle, { name: person.name, site: siteName })}</title>
      {back}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group gap="lg" wrap="nowrap" align="center">
            <UserAvatar imageUrl={person.imageUrl} size={96} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} style={{ overflowWrap: 'anywhere' }}>
                {person.name}
              </Title>
              {person.batch !== null && (
                <Anchor component={Link} to={paths.batch.href(person.batch)} fw={500}>
                  {t(batchMessages.batchOf, { batch: person.batch })}
                </Anchor>
              )}
            </Stack>
          </Group>
          <Stack component="dl" gap="md" m={0}>
            {person.course && <Fact label={t(text.course)}>{person.course}</Fact>}
            {job && <Fact label={t(text.job)}>{job}</Fact>}
            {person.industry && (
              <Fact label={t(text.industry)}>{t(industryMessages[person.industry])}</Fact>
            )}
            {place && <Fact label={t(text.place)}>{place}</Fact>}
            {skills.length > 0 && (
              <Fact label={t(text.skills)}>
                <Group gap={6}>
                  {skills.map((skill) => (
                    <Badge key={skill} variant="light" tt="none">
                      {skill}
                    </Badge>
                  ))}
                </Group>
              </Fact>
            )}
            {openTo.length > 0 && (
              <Fact label={t(text.openTo)}>
                <Group gap={6}>
                  {openTo.map((option) => (
                    <Badge key={option} variant="outline" color="teal" tt="none">
                      {t(openToMessages[option])}
                    </Badge>
                  ))}
                </Group>
              </Fact>
            )}
            {person.email && (
              <Fact label={t(text.email)}>
                <Anchor href={`mailto:${person.email}`} style={{ overflowWrap: 'anywhere' }}>
                  {person.email}
                </Anchor>
              </Fact>
            )}
            {person.mobile && (
              <Fact label={t(text.mobile)}>
                <PhoneNumber value={person.mobile} link />
              </Fact>
            )}
            {social.length > 0 && (
              <Fact label={t(text.social)}>
                <Group gap="md">
                  {social.map(({ network, href }) => (
                    <Anchor key={network} href={href} target="_blank" rel="noopener noreferrer">
                      {networkLabels[network]}
                    </Anchor>
                  ))}
                </Group>
              </Fact>
            )}
          </Stack>
          {nothingMore && <Text c="dimmed">{t(text.nothingShared)}</Text>}
        </Stack>
      </Paper>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
