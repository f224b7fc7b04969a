import { Anchor, Box, Button, Flex, Group, Paper, Stack, Title } from '@mantine/core';
import { IconEdit, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { ApiError } from '../../../lib/api-client';
import { describeFailure } from '../../../lib/form-errors';
import { useProfile } from '../../../lib/get-profile';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { ProfileForm } from '../components/profile-form';
import { ProfilePicture } from '../components/profile-picture';
import { ProfileView } from '../components/profile-view';
import { profileMessages as messages } from '../messages';

/** Spec §9: the save confirmation shows for 3 seconds. */
const savedMessageMs = 3000;

/**
 * Spec screen 12 at /profile and /userprofile. A 401 clears the session in the API client and
 * the sign-in guard then sends the person to /login (spec §7).
 */
export function ProfileRoute() {
  const siteName = useSiteName();
  const t = useT();
  const title = t(messages.title);
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), savedMessageMs);
    return () => window.clearTimeout(timer);
  }, [saved]);

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <title>{`${title} · ${siteName}`}</title>
      <Group justify="space-between" gap="sm">
        <Title order={1}>{title}</Title>
        {profile.isSuccess && !editing && (
          <Group gap="md">
            {/* Issue 37: the mentoring part of the profile has its own screen (its own chunk). */}
            {profile.data.membershipStatus === 'verified' && (
              <Anchor component={Link} to={paths.mentorSettings} fw={500}>
                <Group gap={4} component="span">
                  <IconSchool size={18} aria-hidden />
                  {t(messages.mentoring)}
                </Group>
              </Anchor>
            )}
            <Button
              leftSection={<IconEdit size={18} aria-hidden />}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t(messages.edit)}
            </Button>
          </Group>
        )}
      </Group>

      {saved && <FormAlert kind="success">{t(messages.saved)}</FormAlert>}

      {profile.isPending ? (
        <PageLoader label={t(messages.loading)} />
      ) : profile.isError ? (
        <QueryErrorAlert
          title={
            profile.error instanceof ApiError && profile.error.status === 404
              ? t(messages.notFound)
              : t(messages.loadFailed)
          }
          error={profile.error}
          message={describeFailure(profile.error, { fallback: t(messages.loadFailed) })}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Flex direction={{ base: 'column', sm: 'row' }} gap="xl" align={{ sm: 'flex-start' }}>
            <Box w={{ sm: 200 }} style={{ flexShrink: 0 }}>
              <ProfilePicture profile={profile.data} />
            </Box>
            <Box style={{ flex: 1, minWidth: 0 }}>
              {editing ? (
                <ProfileForm
                  profile={profile.data}
                  onCancel={() => setEditing(false)}
                  onSaved={() => {
                    setEditing(false);
                    setSaved(true);
                  }}
                />
              ) : (
                <ProfileView profile={profile.data} />
              )}
            </Box>
          </Flex>
        </Paper>
      )}
    </Stack>
  );
}
