import { Button, Center, Group, Pagination, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { openConfirmModal } from '../../../components/confirm-modal';
import { notifications } from '@mantine/notifications';
import { memberMessages, type Member } from '@portal/contract';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryContent } from '../../../components/query-content';
import { useT } from '../../../i18n/i18n-provider';
import { useCurrentUser } from '../../../lib/current-user';
import { describeFailure } from '../../../lib/form-errors';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDeleteMember } from '../api/delete-member';
import { useMemberCount } from '../api/get-member-count';
import { membersPageSize, useMembers } from '../api/get-members';
import { MemberCard } from '../components/member-card';
import { MemberEditModal } from '../components/member-edit-modal';
import { MembersEmpty, MembersGrid, MembersLoading } from '../components/members-grid';
import { PendingDeletions } from '../components/pending-deletions';
import { UnreadablePhones } from '../components/unreadable-phones';
import { membersPageMessages as text } from './messages';

const controlLabels = {
  first: text.firstPage,
  previous: text.previousPage,
  next: text.nextPage,
  last: text.lastPage,
} as const;

/** Typing pauses this long before the directory is searched. */
const searchDelay = 300;

/**
 * Spec screen 18: the members directory, searchable by name, business or city and paged by
 * twelve. The search and page live in the address (?q=&page=), so Back from a profile returns here.
 */
export function MembersRoute() {
  const t = useT();
  const siteName = useSiteName();
  const { isAdmin } = useSession();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const [search, setSearch] = useState(q);
  // The address can change without typing (Back, the sidebar's Members link): follow it.
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (search.trim() !== q) setSearch(q);
  }
  const members = useMembers({ q, page });
  const count = useMemberCount(q);
  const remove = useDeleteMember();
  const [editing, setEditing] = useState<Member | null>(null);
  const totalPages = count.data ? Math.max(1, Math.ceil(count.data.total / membersPageSize)) : 1;

  const applySearch = useDebouncedCallback((value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const text = value.trim();
        if (text) next.set('q', text);
        else next.delete('q');
        // A new search starts at its first page.
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, searchDelay);

  const goToPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  // After deleting the last member of the last page, step back to the page that still exists.
  useEffect(() => {
    if (count.isSuccess && !count.isPlaceholderData && page > totalPages) goToPage(totalPages);
  });

  const confirmDelete = (member: Member) =>
    void openConfirmModal({
      title: t(text.confirmDeleteTitle, { name: member.name }),
      children: <Text size="sm">{t.text(memberMessages.confirmDelete)}</Text>,
      labels: { confirm: t(text.delete), cancel: t(text.cancel) },
      // red.9: white on the default red is below AA contrast.
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(member._id, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: t.text(memberMessages.deleted) }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t.text(memberMessages.deleteFailed),
              message: describeFailure(error, { fallback: t.text(memberMessages.deleteFailed) }),
            }),
        }),
    });

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t(text.heading)}</Title>
          <Text c="dimmed" size="sm" mt={4} aria-live="polite">
            {count.data
              ? t(q ? text.countMatching : text.count, { count: count.data.total, q })
              : ' '}
          </Text>
        </div>
        {isAdmin && (
          <Button
            component={Link}
            to={paths.addMembers}
            leftSection={<IconUserPlus size={18} aria-hidden />}
          >
            {t(text.addMember)}
          </Button>
        )}
      </Group>
      <UnreadablePhones isAdmin={isAdmin} />
      <PendingDeletions isAdmin={isAdmin} />
      <TextInput
        type="search"
        label={t(text.search)}
        placeholder={t(text.searchPlaceholder)}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        maw={420}
      />
      <div aria-busy={members.isFetching}>
        <QueryContent query={members} loading={<MembersLoading />} errorTitle={t(text.loadFailed)}>
          {(list) =>
            list.length === 0 ? (
              <MembersEmpty searching={q !== ''} />
            ) : (
              <MembersGrid
                members={list}
                renderCard={(member) => (
                  <MemberCard
                    key={member._id}
                    member={member}
                    canManage={isAdmin}
                    isSelf={member._id === me.data?._id}
                    deleting={remove.isPending && remove.variables === member._id}
                    onEdit={() => setEditing(member)}
                    onDelete={() => confirmDelete(member)}
                  />
                )}
              />
            )
          }
        </QueryContent>
      </div>
      {totalPages > 1 && (
        <Center component="nav" aria-label={t(text.pages)}>
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={goToPage}
            getItemProps={(item) => ({ 'aria-label': t(text.page, { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(controlLabels[control]) })}
          />
        </Center>
      )}
      <MemberEditModal member={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
