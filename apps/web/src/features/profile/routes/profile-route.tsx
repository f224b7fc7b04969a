import { Box, Button, Flex, Group, Paper, Stack, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { ApiError } from '../../../lib/api-client';
import { describeFailure } from '../../../lib/form-errors';
import { useProfile } from '../../../lib/get-profile';
import { useSiteName } from '../../../lib/get-site';
import { ProfileForm } from '../components/profile-form';
import { ProfilePicture } from '../components/profile-picture';
import { ProfileView } from '../components/profile-view';

/** Spec §9: the save confirmation shows for 3 seconds. */
const savedMessageMs = 3000;

/**
 * Spec screen 12 at /profile and /userprofile. A 401 clears the session in the API client and
 * the sign-in guard then sends the person to /login (spec §7).
 */
export function ProfileRoute() {
  const siteName = useSiteName();
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
      <title>{`Profile · ${siteName}`}</title>
      <Group justify="space-between" gap="sm">
        <Title order={1}>Profile</Title>
        {profile.isSuccess && !editing && (
          <Button
            leftSection={<IconEdit size={18} aria-hidden />}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            Edit Profile
          </Button>
        )}
      </Group>

      {saved && <FormAlert kind="success">Profile updated successfully.</FormAlert>}

      {profile.isPending ? (
        <PageLoader label="Loading profile" />
      ) : profile.isError ? (
        <QueryErrorAlert
          title={
            profile.error instanceof ApiError && profile.error.status === 404
              ? 'User not found'
              : 'Failed to fetch profile'
          }
          error={profile.error}
          message={describeFailure(profile.error, { fallback: 'Failed to fetch profile' })}
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
