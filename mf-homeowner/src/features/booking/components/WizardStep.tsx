import type { PlanId } from '@housesit/shared-contracts';
import { toCheckoutRequest, type BookingValues } from '../model/bookingValues';
import type { WizardStepId } from '../model/wizardSteps';
import { usePlanChange } from '../hooks/usePlanChange';
import { CadenceChoice } from './CadenceChoice';
import { DatesField } from './DatesField';
import { OrderSummary } from './OrderSummary';
import { PaymentPanel } from './PaymentPanel';
import { PlanChoice } from './PlanChoice';
import { PropertyFields } from './PropertyFields';
import { TasksField } from './TasksField';

interface Props {
  step: WizardStepId;
  values: BookingValues;
  now: Date;
  onPlanChosen?(plan: PlanId): void;
  titleId: string;
}

/** One step of the dashboard wizard; every step component is shared with /purchase. */
export function WizardStep({ step, values, now, onPlanChosen, titleId }: Props) {
  const choosePlan = usePlanChange(onPlanChosen);
  const plan = values.plan ?? 'standard';
  switch (step) {
    case 'package':
      return <PlanChoice plan={values.plan} onChoose={choosePlan} labelledBy={titleId} />;
    case 'cadence':
      return <CadenceChoice />;
    case 'dates':
    case 'startDate':
      return <DatesField flow="wizard" plan={plan} now={now} />;
    case 'tasks':
      return <TasksField flow="wizard" />;
    case 'property':
      return <PropertyFields flow="wizard" plan={plan} />;
    case 'summary': {
      const request = toCheckoutRequest(values, 'wizard');
      return request ? (
        <>
          <OrderSummary request={request} />
          <PaymentPanel request={request} />
        </>
      ) : null;
    }
  }
}
