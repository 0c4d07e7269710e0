import { useState } from 'react';
import { Stack } from '@mantine/core';
import type * as v from 'valibot';
import type { TripInput } from '../../contract/trips/input';
import type { TripValidationsSchema } from '../../contract/trips/masters';
import type { CorporateTripWire, ProjectSchema, TripTypeSchema } from '../../contract/trips/shapes';
import type { TripAuthor } from '../../db/trips-drafts';
import { useBackgroundRefresh, useCachedMaster, useCachedTrips } from '../../db/trips-hooks';
import { refreshProjects, refreshTripFormMasters } from '../../db/trips-refresh';
import { CustomFieldsSection } from '../components/CustomFieldsSection';
import { useCustomFields } from '../components/use-custom-fields';
import { TripFormCharging } from './TripFormCharging';
import { TripFormFields } from './TripFormFields';
import { type TripFormErrors, type TripFormValues, toTripInput, validateTripForm } from './trip-form';
import { tripTypeProblem } from './trip-type-check';
import { FormFooter } from '../components/FormFooter';

type TripType = v.InferOutput<typeof TripTypeSchema>;
type Project = v.InferOutput<typeof ProjectSchema>;
type TripRules = v.InferOutput<typeof TripValidationsSchema>;

export interface TripFormProps {
  user: TripAuthor;
  initial: TripFormValues;
  label: string;
  submitLabel: string;
  /** Saves the trip; answers the message to show when that fails, or null. */
  onSubmit: (input: TripInput) => Promise<string | null>;
  onCancel: () => void;
  /** The trip being edited: its own dates are not marked as another trip's. */
  tripid?: string;
}

/**
 * The trip form (create and edit): master data from the device cache, refreshed behind it, so it
 * also works offline; field-level checks first, then the server's trip-type check when online.
 */
export function TripForm({ user, initial, label, submitLabel, onSubmit, onCancel, tripid }: TripFormProps) {
  const [values, setValues] = useState<TripFormValues>(initial);
  const [errors, setErrors] = useState<TripFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const tripTypes = useCachedMaster<TripType[]>(user.profileid, 'triptypes') ?? [];
  const rules = useCachedMaster<TripRules>(user.profileid, 'tripvalidations');
  const projects = useCachedMaster<Project[]>(user.profileid, `projects:${values.triptypeid}`) ?? [];
  const trips = useCachedTrips(user.profileid) ?? [];
  // The company's createtrip custom fields: asked on create only (answers are kept with the new trip).
  const creating = tripid === undefined;
  const custom = useCustomFields('createtrip', { triptypeid: values.triptypeid }, creating);
  useBackgroundRefresh(() => refreshTripFormMasters(user.profileid), user.profileid);
  useBackgroundRefresh(
    () => refreshProjects(user.profileid, values.triptypeid),
    `${user.profileid}|${values.triptypeid}`,
  );

  const set = <K extends keyof TripFormValues>(field: K, value: TripFormValues[K]) => {
    // Projects belong to a trip type: another type clears the choice.
    setValues((old) => ({ ...old, [field]: value, ...(field === 'triptypeid' ? { projectid: '' } : {}) }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };

  const save = async () => {
    setFailure(null);
    const found = validateTripForm(values, {
      projectRequired: rules?.projectrequired,
      maxTripDays: rules?.maxtripdays,
      billableCustomerRequired: rules?.billablecustomerrequired,
    });
    const customProblem = creating ? custom.validate() : null;
    if (Object.values(found).some(Boolean)) return setErrors(found);
    if (customProblem) return;
    setSaving(true);
    try {
      const typeProblem = await tripTypeProblem(values.triptypeid, values.destinationcountries);
      if (typeProblem) return setErrors({ triptypeid: typeProblem });
      const input = toTripInput(values, projects);
      setFailure(await onSubmit(creating ? { ...input, customfields: custom.answers } : input));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack>
        <TripFormFields
          values={values}
          errors={errors}
          set={set}
          tripTypes={tripTypes}
          marks={tripMarks(trips, tripid)}
        />
        <TripFormCharging
          values={values}
          errors={errors}
          set={set}
          projects={projects}
          profileid={user.profileid}
          billableCustomerRequired={rules?.billablecustomerrequired ?? false}
        />
        {creating && <CustomFieldsSection form={custom} />}
        <FormFooter error={failure} onCancel={onCancel} actionLabel={submitLabel} busy={saving} />
      </Stack>
    </form>
  );
}

/** The user's other trips marked on the date pickers (docs/product.md#screens-and-routes "a date picker marks trip dates"). */
function tripMarks(trips: readonly CorporateTripWire[], except?: string) {
  return trips
    .filter((t) => t.fromdate && t.tripid !== except)
    .map((t) => ({ tripdate: t.fromdate, tripname: t.tripname, tripid: t.tripid }));
}
