// Mentoring's three screens load as one chunk (each lazy chunk is a name in the first visit's
// preload table, and a member who opens one of them soon opens another).
export { FindMentorRoute } from './find-mentor-route';
export { MyMentoringRoute } from './my-mentoring-route';
export { MentorSettingsRoute } from './mentor-settings-route';
