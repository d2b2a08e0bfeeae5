import type { PlanId } from '@housesit/shared-contracts';
import {
  CadenceChoice,
  DatesField,
  OrderSummary,
  PaymentPanel,
  PlanChoice,
  PropertyFields,
  TasksField,
  toCheckoutRequest,
  usePlanChange,
  type BookingValues,
} from '../../booking';
import { PlanDetails } from './PlanDetails';

interface Props {
  step: number;
  values: BookingValues;
  now: Date;
  onPlanChosen(plan: PlanId): void;
  titleId: string;
}

/** Steps 1–6 of /purchase, built from the same step components as the dashboard wizard. */
export function PurchaseStep({ step, values, now, onPlanChosen, titleId }: Props) {
  const choosePlan = usePlanChange(onPlanChosen);
  const plan = values.plan ?? 'standard';
  const request = step >= 5 ? toCheckoutRequest(values, 'purchase') : null;
  switch (step) {
    case 1:
      return <PlanChoice plan={values.plan} onChoose={choosePlan} labelledBy={titleId} />;
    case 2:
      return (
        <>
          <PlanDetails plan={plan} />
          {plan === 'recurring' ? <CadenceChoice /> : null}
        </>
      );
    case 3:
      return <TasksField flow="purchase" />;
    case 4:
      return (
        <>
          <PropertyFields flow="purchase" plan={plan} />
          <DatesField flow="purchase" plan={plan} now={now} />
        </>
      );
    case 5:
      return request ? <OrderSummary request={request} /> : null;
    default:
      return request ? <PaymentPanel request={request} /> : null;
  }
}
