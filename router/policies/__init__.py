"""The collaboration strategies of the EC²-Bench study, one module each. Importing this
package registers them with router.policy (make_policy imports it on first use)."""
from router.policy import CloudOnly, EdgeOnly
from router.policies.advisor import Advisor
from router.policies.delegate import Delegate
from router.policies.sketch import Sketch
from router.policies.step_route import StepRoute
from router.policies.task_route import TaskRoute

__all__ = ["Advisor", "CloudOnly", "Delegate", "EdgeOnly", "Sketch", "StepRoute", "TaskRoute"]
