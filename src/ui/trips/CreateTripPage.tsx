import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { ProjectSchema, TripTypeSchema, CorporateTripWire } from '../../contract/ops/trips-shapes';
import type { TripValidationsSchema } from '../../contract/ops/trips-masters';
import { type TripAuthor, createDraftTrip } from '../../db/trips-drafts';
import { useBackgroundRefresh, useCachedMaster, useCachedTrips } from '../../db/trips-hooks';
import { refreshProjects, refreshTripFormMasters } from '../../db/trips-refresh';
import { syncTripChanges } from '../../db/trips-sync';
import { TripFormCharging } from './TripFormCharging';
import { TripFormFields } from './TripFormFields';
import { EMPTY_TRIP_FORM, type TripFormErrors, type TripFormValues, toTripInput, validateTripForm } from './trip-form';
import { tripTypeProblem } from './trip-type-check';
import { useTripUser } from './use-trip-user';

type TripType = v.InferOutput<typeof TripTypeSchema>;
type Project = v.InferOutput<typeof ProjectSchema>;
type TripRules = v.InferOutput<typeof TripValidationsSchema>;

export const CREATE_FAILED = 'Failed to create trip. Please try again.';

/** /trips/new: the trip is saved on this device and queued; online it reaches the server at once. */
export function CreateTripPage() {
  const user = useTripUser();
  if (!user) return null;
  return <CreateTripForm user={user} />;
}

function CreateTripForm({ user }: { user: TripAuthor }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<TripFormValues>(EMPTY_TRIP_FORM);
  const [errors, setErrors] = useState<TripFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const tripTypes = useCachedMaster<TripType[]>(user.profileid, 'triptypes') ?? [];
  const rules = useCachedMaster<TripRules>(user.profileid, 'tripvalidations');
  const projects = useCachedMaster<Project[]>(user.profileid, `projects:${values.triptypeid}`) ?? [];
  const trips = useCachedTrips(user.profileid) ?? [];
  useBackgroundRefresh(() => refreshTripFormMasters(user.profileid), user.profileid);
  useBackgroundRefresh(
    () => refreshProjects(user.profileid, values.triptypeid),
    `${user.profileid}|${values.triptypeid}`,
  );

  const set = <K extends keyof TripFormValues>(field: K, value: TripFormValues[K]) => {
    setValues((old) => ({ ...old, [field]: value, ...(field === 'triptypeid' ? { projectid: '' } : {}) }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };

  const save = async () => {
    setFailure(null);
    const found = validateTripForm(values, {
      projectRequired: rules?.projectrequired,
      maxTripDays: rules?.maxtripdays,
    });
    if (Object.values(found).some(Boolean)) return setErrors(found);
    setSaving(true);
    try {
      const typeProblem = await tripTypeProblem(values.triptypeid, values.destinationcountries);
      if (typeProblem) return setErrors({ triptypeid: typeProblem });
      const tripid = await createDraftTrip(toTripInput(values, projects), user);
      // Online this sends the create now; offline it waits in the outbox. The trip page shows which.
      void syncTripChanges(user.profileid);
      await navigate({ to: '/trips/$tripid', params: { tripid } });
    } catch {
      setFailure(CREATE_FAILED);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack maw={860}>
      <Title order={1}>Create trip</Title>
      <Paper
        component="form"
        withBorder
        p="md"
        noValidate
        aria-label="Create trip"
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <TripFormFields values={values} errors={errors} set={set} tripTypes={tripTypes} marks={tripMarks(trips)} />
          <TripFormCharging values={values} errors={errors} set={set} projects={projects} />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/trips">
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save trip
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The user's other trips marked on the date pickers (core spec §2 "a date picker marks trip dates"). */
function tripMarks(trips: readonly CorporateTripWire[]) {
  return trips.filter((t) => t.fromdate).map((t) => ({ tripdate: t.fromdate, tripname: t.tripname, tripid: t.tripid }));
}
